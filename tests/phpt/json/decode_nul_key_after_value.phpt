--TEST--
the property name is checked after its value
--FILE--
<?php
var_dump(json_decode('{"\u0000a":[}'), json_last_error());
--EXPECT--
NULL
int(2)
