--TEST--
boolean forms
--FILE--
<?php
var_dump(unserialize('b:1;'), unserialize('b:0;'));
var_dump(unserialize('b:true;'));
--EXPECTF--
bool(true)
bool(false)

Notice: unserialize(): Error at offset 0 of 7 bytes in %s on line 3
bool(false)
