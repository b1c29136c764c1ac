--TEST--
empty input
--FILE--
<?php
var_dump(json_decode(''), json_last_error(), json_last_error_msg());
var_dump(json_decode(' '), json_last_error());
--EXPECT--
NULL
int(4)
string(12) "Syntax error"
NULL
int(4)
