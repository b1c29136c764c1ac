--TEST--
scalar subjects are converted to strings
--FILE--
<?php
var_dump(preg_replace('/\./', ',', 3.5));
var_dump(preg_replace('/1/', '2', 11));
--EXPECT--
string(3) "3,5"
string(2) "22"
