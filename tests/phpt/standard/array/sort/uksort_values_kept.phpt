--TEST--
uksort() keeps each key's value (references, arrays, objects) through the sort, and after an exception thrown by the comparison
--FILE--
<?php
$o = new stdClass;
$o->n = 1;
$x = 5;
$a = ["b" => [1, 2], "a" => $o, 10 => "ten", "c" => &$x, 2 => null, "0x" => 1.5];
uksort($a, fn($p, $q) => strcmp((string)$p, (string)$q));
var_dump($a);
$x = 6;
var_dump($a["c"]);
$calls = 0;
try {
    uksort($a, function ($p, $q) use (&$calls) {
        if (++$calls == 3) {
            throw new RuntimeException("stop");
        }
        return strcmp((string)$q, (string)$p);
    });
} catch (RuntimeException $e) {
    echo $e->getMessage(), "\n";
}
var_dump($a);
$big = [];
for ($i = 0; $i < 200; $i++) {
    $big["k" . (($i * 37) % 200)] = $i;
}
uksort($big, 'strcmp');
$ok = true;
foreach ($big as $k => $v) {
    $ok = $ok && $k === "k" . (($v * 37) % 200);
}
var_dump($ok, array_key_first($big), array_key_last($big));
--EXPECT--
array(6) {
  ["0x"]=>
  float(1.5)
  [10]=>
  string(3) "ten"
  [2]=>
  NULL
  ["a"]=>
  object(stdClass)#1 (1) {
    ["n"]=>
    int(1)
  }
  ["b"]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
  ["c"]=>
  &int(5)
}
int(6)
stop
array(6) {
  [10]=>
  string(3) "ten"
  [2]=>
  NULL
  ["0x"]=>
  float(1.5)
  ["a"]=>
  object(stdClass)#1 (1) {
    ["n"]=>
    int(1)
  }
  ["b"]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
  ["c"]=>
  &int(6)
}
bool(true)
string(2) "k0"
string(3) "k99"
