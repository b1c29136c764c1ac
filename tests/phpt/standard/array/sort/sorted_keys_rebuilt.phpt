--TEST--
Sorts that keep keys rebuild the array's hash: every key is found again afterwards, the next free index is kept, and mixed int and string keys keep their kinds
--FILE--
<?php
$a = [];
for ($i = 0; $i < 40; $i++) {
    $a["k" . (($i * 7) % 40)] = $i;
    if ($i % 5 == 0) {
        $a[100 + $i] = -$i;
    }
}
$a["12"] = "int key from a numeric string";
$b = $a;
uksort($b, fn($x, $y) => strcmp((string)$x, (string)$y));
$c = $a;
asort($c);
$d = $a;
uasort($d, fn($x, $y) => $y <=> $x);
$e = $a;
krsort($e);
foreach (['b' => $b, 'c' => $c, 'd' => $d, 'e' => $e] as $name => $s) {
    $found = 0;
    foreach ($a as $k => $v) {
        if (array_key_exists($k, $s) && $s[$k] === $v) {
            $found++;
        }
    }
    echo $name, ": ", count($s), " elements, ", $found, " found, first key ";
    var_dump(array_key_first($s));
    $s[] = "appended";
    echo "  appended at ";
    var_dump(array_key_last($s));
    unset($s["k3"], $s[100]);
    echo "  after unset: ", count($s), ", k3 set: ", var_export(isset($s["k3"]), true), ", 12 is ";
    var_dump($s[12]);
}
echo implode(",", array_slice(array_keys($b), 0, 12)), "\n";
echo implode(",", array_slice(array_keys($c), 0, 12)), "\n";
echo implode(",", array_slice(array_keys($e), 0, 12)), "\n";
// Only int keys (a list made sparse), sorted by value keeping keys.
$f = [5 => 3, 1 => 1, 9 => 2, 0 => 5];
arsort($f);
var_dump($f);
$f[] = 'x';
echo array_key_last($f), "\n";
// A throwing comparator leaves uksort's keys intact.
$g = ["b" => 1, "a" => 2, 7 => 3, "c" => 4];
try {
    uksort($g, function ($x, $y) {
        if ($x === "c" || $y === "c") {
            throw new RuntimeException("stop");
        }
        return strcmp((string)$x, (string)$y);
    });
} catch (RuntimeException $ex) {
    echo "caught ", $ex->getMessage(), "\n";
}
ksort($g);
var_dump($g);
--EXPECT--
b: 49 elements, 49 found, first key int(100)
  appended at int(136)
  after unset: 48, k3 set: false, 12 is string(29) "int key from a numeric string"
c: 49 elements, 49 found, first key int(135)
  appended at int(136)
  after unset: 48, k3 set: false, 12 is string(29) "int key from a numeric string"
d: 49 elements, 49 found, first key int(12)
  appended at int(136)
  after unset: 48, k3 set: false, 12 is string(29) "int key from a numeric string"
e: 49 elements, 49 found, first key string(2) "k9"
  appended at int(136)
  after unset: 48, k3 set: false, 12 is string(29) "int key from a numeric string"
100,105,110,115,12,120,125,130,135,k0,k1,k10
135,130,125,120,115,110,105,k0,100,k7,k14,k21
k9,k8,k7,k6,k5,k4,k39,k38,k37,k36,k35,k34
array(4) {
  [0]=>
  int(5)
  [5]=>
  int(3)
  [9]=>
  int(2)
  [1]=>
  int(1)
}
10
caught stop
array(4) {
  [7]=>
  int(3)
  ["a"]=>
  int(2)
  ["b"]=>
  int(1)
  ["c"]=>
  int(4)
}
