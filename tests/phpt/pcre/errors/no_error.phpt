--TEST--
preg_last_error after a successful match
--FILE--
<?php
preg_match('/a/', 'a');
var_dump(preg_last_error(), preg_last_error_msg());
--EXPECT--
int(0)
string(8) "No error"
