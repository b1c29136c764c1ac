--TEST--
idate() with bad format strings
--FILE--
<?php
date_default_timezone_set('UTC');
var_dump(idate('ab', 0));
var_dump(idate('q', 0));
var_dump(idate('', 0));
var_dump(idate('y', 946684800));
var_dump(idate('y', 1009843200));
?>
--EXPECTF--

Warning: idate(): idate format is one char in %s on line 3
bool(false)

Warning: idate(): Unrecognized date format token in %s on line 4
bool(false)

Warning: idate(): idate format is one char in %s on line 5
bool(false)
int(0)
int(2)
