--TEST--
Warnings from a nested function call report the inner line
--FILE--
<?php
function level2() {
  return 1 + "3 apples";
}
function level1() { return level2(); }
var_dump(level1());
--EXPECTF--

Warning: A non-numeric value encountered in %s on line 3
int(4)
