--TEST--
top-level scalars
--FILE--
<?php
var_dump(json_decode('"123"'), json_decode('123'), json_decode(' "x" '));
--EXPECT--
string(3) "123"
int(123)
string(1) "x"
