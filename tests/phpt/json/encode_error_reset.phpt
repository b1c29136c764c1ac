--TEST--
a successful call clears the last error
--FILE--
<?php
json_encode(NAN);
var_dump(json_last_error());
json_encode(1);
var_dump(json_last_error(), json_last_error_msg());
--EXPECT--
int(7)
int(0)
string(8) "No error"
