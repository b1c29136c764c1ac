--TEST--
A temporary foreach subject is released when the loop is left
--FILE--
<?php
class It implements IteratorAggregate {
    function getIterator(): Iterator { return new ArrayIterator([1, 2]); }
    function __destruct() { echo "destruct\n"; }
}
foreach (new It as $v) { break; }
echo "after break\n";
foreach (new It as $v) {}
echo "after full loop\n";
function g() { try { yield 1; yield 2; } finally { echo "gen finally\n"; } }
foreach (g() as $v) { break; }
echo "after generator loop\n";
--EXPECT--
destruct
after break
destruct
after full loop
gen finally
after generator loop
