--TEST--
json_last_error before any call
--FILE--
<?php
var_dump(json_last_error(), json_last_error_msg());
--EXPECT--
int(0)
string(8) "No error"
