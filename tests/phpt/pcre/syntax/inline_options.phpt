--TEST--
inline option settings
--FILE--
<?php
var_dump(preg_match('/(?i)abc/', 'ABC'));
var_dump(preg_match('/a(?i:b)c/', 'aBc'));
var_dump(preg_match('/a(?i:b)c/', 'aBC'));
var_dump(preg_match('/(*UTF)^.$/', 'é'));
--EXPECT--
int(1)
int(1)
int(0)
int(1)
