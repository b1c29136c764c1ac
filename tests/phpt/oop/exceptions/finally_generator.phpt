--TEST--
finally in a generator runs when it is destroyed early
--FILE--
<?php
function g() {
    try { yield 1; yield 2; }
    finally { echo "gen finally\n"; }
}
foreach (g() as $v) { echo $v, "\n"; break; }
echo "after loop\n";
$g = g();
$g->current();
unset($g);
echo "end\n";
--EXPECT--
1
gen finally
after loop
gen finally
end
