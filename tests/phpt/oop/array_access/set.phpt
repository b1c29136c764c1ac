--TEST--
ArrayAccess: assignment and append call offsetSet
--FILE--
<?php
class A implements ArrayAccess {
  public $d = [];
  function offsetExists($o): bool { echo "exists(", var_export($o, true), ")\n"; return isset($this->d[$o]); }
  function offsetGet($o): mixed { echo "get(", var_export($o, true), ")\n"; return $this->d[$o] ?? null; }
  function offsetSet($o, $v): void { echo "set(", var_export($o, true), ", ", json_encode($v), ")\n"; if ($o === null) $this->d[] = $v; else $this->d[$o] = $v; }
  function offsetUnset($o): void { echo "unset(", var_export($o, true), ")\n"; unset($this->d[$o]); }
}
$a = new A;
$a["x"] = 1;
$a[] = 2;
$a[5] = [1, 2];
var_dump($a["x"] = 7);
var_dump($a->d);
--EXPECT--
set('x', 1)
set(NULL, 2)
set(5, [1,2])
set('x', 7)
int(7)
array(3) {
  ["x"]=>
  int(7)
  [0]=>
  int(2)
  [5]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
}
