--TEST--
gc_collect_cycles frees arrays that reference themselves
--FILE--
<?php
$a = [];
$a[0] = &$a;
unset($a);
var_dump(gc_collect_cycles());
$b = ["x" => 1];
$b["me"] = &$b;
$b["list"] = [1, 2];
$c = $b;
unset($b);
var_dump(gc_collect_cycles());
unset($c);
var_dump(gc_collect_cycles());
$d = [[]];
$d[0][0] = &$d;
unset($d);
var_dump(gc_collect_cycles());
--EXPECT--
int(1)
int(0)
int(1)
int(2)
