--TEST--
integer forms
--FILE--
<?php
var_dump(unserialize('i:007;'), unserialize('i:-0;'), unserialize('i:+0;'));
var_dump(unserialize('i:1.5;'));
--EXPECTF--
int(7)
int(0)
int(0)

Notice: unserialize(): Error at offset 0 of 6 bytes in %s on line 3
bool(false)
