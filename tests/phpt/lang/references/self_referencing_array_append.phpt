--TEST--
An array made to hold a reference to itself by `[] = &` (paths of one, two and three elements, on a property), read through the reference, then freed by the collector
--FILE--
<?php
for ($i = 0; $i < 3; $i++) {
    $arr = [$i];
    $arr[] = &$arr;
    echo count($arr), " ", $arr[0], " ", count($arr[1]), " ", $arr[1][1][1][0], "\n";
    unset($arr);
}
var_dump(gc_collect_cycles());
$m = ["k" => [1]];
$m["k"][] = &$m;
echo count($m["k"]), " ", count($m["k"][1]["k"]), " ", $m["k"][1]["k"][1]["k"][0], "\n";
$d = ["p" => ["q" => []]];
$d["p"]["q"][] = &$d;
echo count($d["p"]["q"]), " ", count($d["p"]["q"][0]["p"]), "\n";
unset($m, $d);
var_dump(gc_collect_cycles());
$o = new stdClass;
$o->list = [];
$o->list[] = &$o->list;
$o->list[] = 1;
echo count($o->list), "\n";
unset($o);
var_dump(gc_collect_cycles());
$k = "key";
$h = [];
$h[$k][] = 1;
$h[$k][] = 2;
$h["a"]["b"]["c"][] = 3;
$h["a"]["b"]["c"][] = &$h["a"]["b"]["c"];
var_dump($h["key"], count($h["a"]["b"]["c"]));
unset($h);
var_dump(gc_collect_cycles());
--EXPECT--
2 0 2 0
2 1 2 1
2 2 2 2
int(3)
2 2 1
1 1
int(5)
2
int(1)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
int(2)
int(1)
