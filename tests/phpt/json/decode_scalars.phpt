--TEST--
json_decode of scalars
--FILE--
<?php
var_dump(json_decode('null'), json_decode('true'), json_decode('false'), json_decode('0'), json_decode('-12'), json_decode('1.5'), json_decode('"s"'));
--EXPECT--
NULL
bool(true)
bool(false)
int(0)
int(-12)
float(1.5)
string(1) "s"
