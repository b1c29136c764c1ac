--TEST--
group names are limited to 32 bytes
--FILE--
<?php
var_dump(preg_match('/(?<a_very_long_group_name_for_testing>z)/', 'z', $m), $m);
var_dump(preg_match("/x(?'abcdefghijklmnopqrstuvwxyz_0123456'z)/", 'xz'));
var_dump(preg_match('/(?P<abcdefghijklmnopqrstuvwxyz_01234>z)/', 'z'));
--EXPECTF--

Warning: preg_match(): Compilation failed: subpattern name is too long (maximum 32 code units) at offset 37 in %s on line 2
bool(false)
NULL

Warning: preg_match(): Compilation failed: subpattern name is too long (maximum 32 code units) at offset 38 in %s on line 3
bool(false)
int(1)
