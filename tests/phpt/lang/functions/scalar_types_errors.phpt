--TEST--
TypeError messages for scalar parameter types
--FILE--
<?php
function i(int $x) { return $x; }
function s(string $x) { return $x; }
foreach (["abc", 1.5, [], null, "1.0", "1e2", " 1"] as $v) {
  try { var_dump(i($v)); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
}
try { s([]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { s(null); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--
i(): Argument #1 ($x) must be of type int, string given, called in %s on line 5

Deprecated: Implicit conversion from float 1.5 to int loses precision in %s on line 2
int(1)
i(): Argument #1 ($x) must be of type int, array given, called in %s on line 5
i(): Argument #1 ($x) must be of type int, null given, called in %s on line 5
int(1)
int(100)
int(1)
s(): Argument #1 ($x) must be of type string, array given, called in %s on line 7
s(): Argument #1 ($x) must be of type string, null given, called in %s on line 8
