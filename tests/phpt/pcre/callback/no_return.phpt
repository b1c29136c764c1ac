--TEST--
a callback without a return statement
--FILE--
<?php
var_dump(preg_replace_callback('/x/', function ($m) { }, 'axb'));
--EXPECT--
string(2) "ab"
