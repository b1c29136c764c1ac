--TEST--
an empty string key
--FILE--
<?php
var_dump(json_encode(['' => '']));
--EXPECT--
string(7) "{"":""}"
