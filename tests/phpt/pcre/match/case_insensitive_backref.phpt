--TEST--
case-insensitive back references
--FILE--
<?php
var_dump(preg_match('/(a)\1/i', 'aA'));
var_dump(preg_match('/(a)\1/', 'aA'));
--EXPECT--
int(1)
int(0)
