--TEST--
An exception thrown while a call's arguments are evaluated, and caught, leaves no half-made call behind
--FILE--
<?php
function t() { throw new Exception("x"); }
function f($a, $b) { return $a . $b; }
for ($i = 0; $i < 3; $i++) {
    try { echo f("a", t()); } catch (Exception $e) { echo "caught "; }
}
echo f("o", "k"), "\n";
echo strlen(str_repeat("ab", 3)), "\n";
try { echo max(1, f(t(), 2)); } catch (Exception $e) { echo "again\n"; }
echo max(3, 7), "\n";
--EXPECT--
caught caught caught ok
6
again
7
