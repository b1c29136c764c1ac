--TEST--
foreach over an object's properties walks the live table: additions, removals, visibility, by reference, int-like names
--FILE--
<?php
#[AllowDynamicProperties]
class P { public $a = 1; protected $p = 9; private $q = 8; public $b = 2; public $c = 3;
  function walk() { foreach ($this as $k => $v) { echo "$k=$v\n"; if ($k == 'a') { unset($this->a); $this->z = 5; } } }
  function walkRef() { foreach ($this as $k => &$v) { echo "$k=$v\n"; $v = "r$v"; if ($k == 'p') { unset($this->b); $this->y = 6; } } }
}
$p = new P;
foreach ($p as $k => $v) { echo "$k=$v\n"; if ($k == 'a') { unset($p->a); $p->{'1'} = 4; $p->{'01'} = 7; } }
var_dump(array_keys(get_object_vars($p)));
$p->walk();
$p->walkRef();
var_dump($p);
$q = new P; $q->d = 1; unset($q->d); $q->e = 2; $q->d = 3;
foreach ($q as $k => $v) { var_dump($k); if ($k === 'e') unset($q->d); }
$e = new stdClass; foreach ($e as $v) echo "never\n"; echo "done\n";
foreach (new P as $k => $v) { if ($k == 'c') { echo "c\n"; } }
$o = new P; foreach ($o as $k => $v) { echo $k; $o = null; } echo "\n";
--EXPECT--
a=1
b=2
c=3
1=4
01=7
array(4) {
  [0]=>
  string(1) "b"
  [1]=>
  string(1) "c"
  [2]=>
  int(1)
  [3]=>
  string(2) "01"
}
p=9
q=8
b=2
c=3
1=4
01=7
p=9
q=8
c=3
1=4
01=7
y=6
object(P)#1 (6) {
  ["p":protected]=>
  string(2) "r9"
  ["q":"P":private]=>
  string(2) "r8"
  ["c"]=>
  string(2) "r3"
  ["1"]=>
  string(2) "r4"
  ["01"]=>
  string(2) "r7"
  ["y"]=>
  string(2) "r6"
}
string(1) "a"
string(1) "b"
string(1) "c"
string(1) "e"
done
c
abc
