--TEST--
recursive patterns
--FILE--
<?php
$p = '/\((?:[^()]++|(?R))*\)/';
var_dump(preg_match($p, 'x(a(b)c)y', $m), $m);
var_dump(preg_match('/^(\w)(?:(?R)|\w?)\1$/', 'racecar'));
var_dump(preg_match('/^(\w)(?:(?R)|\w?)\1$/', 'racecars'));
--EXPECT--
int(1)
array(1) {
  [0]=>
  string(7) "(a(b)c)"
}
int(0)
int(0)
