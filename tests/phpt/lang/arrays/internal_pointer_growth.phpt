--TEST--
The internal pointer stays on its element while a hash grows, with and without removed elements before it
--FILE--
<?php
// Growth with no removed elements: the pointer keeps its element.
$a = ['x' => 1, 'y' => 2, 'z' => 3];
next($a);
for ($i = 0; $i < 40; $i++) {
    $a["k$i"] = $i;
}
var_dump(key($a), current($a), count($a));

// Removed elements before the pointer are compacted away on growth.
$b = [];
for ($i = 0; $i < 16; $i++) {
    $b["s$i"] = $i;
}
unset($b['s0'], $b['s2'], $b['s5']);
end($b);
prev($b);
for ($i = 0; $i < 30; $i++) {
    $b["t$i"] = $i;
}
var_dump(key($b), current($b), count($b));
next($b);
var_dump(key($b));

// A pointer past the end stays past the end.
$c = ['p' => 1, 'q' => 2];
end($c);
next($c);
for ($i = 0; $i < 20; $i++) {
    $c["r$i"] = $i;
}
var_dump(key($c), current($c));

// Int keys after string keys, and lists that become hashes.
$d = [1, 2, 3];
unset($d[1]);
$d['w'] = 9;
for ($i = 10; $i < 30; $i++) {
    $d[$i] = $i;
}
$d[] = 'next';
var_dump(array_key_last($d), count($d), array_slice($d, 0, 4, true));

// Literal lists built in a loop: first element, growth past the literal's room.
$rows = [];
for ($i = 0; $i < 5; $i++) {
    $row = [$i, $i * 2];
    $row[] = 'x';
    $row[] = 'y';
    $rows[] = $row;
}
var_dump($rows[4], array_is_list($rows[2]));
$e = [];
$e[-5] = 'neg';
$e[] = 'after';
var_dump($e);
--EXPECT--
string(1) "y"
int(2)
int(43)
string(3) "s14"
int(14)
int(43)
string(3) "s15"
string(2) "r0"
int(0)
int(30)
int(24)
array(4) {
  [0]=>
  int(1)
  [2]=>
  int(3)
  ["w"]=>
  int(9)
  [10]=>
  int(10)
}
array(4) {
  [0]=>
  int(4)
  [1]=>
  int(8)
  [2]=>
  string(1) "x"
  [3]=>
  string(1) "y"
}
bool(true)
array(2) {
  [-5]=>
  string(3) "neg"
  [0]=>
  string(5) "after"
}
