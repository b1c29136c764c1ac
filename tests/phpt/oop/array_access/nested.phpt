--TEST--
ArrayAccess: nested writes through a non-object element have no effect
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
$a["arr"] = [1];
$a["arr"][] = 2;
$a["arr"]["k"] = 3;
var_dump($a->d);
--EXPECTF--
set('arr', [1])
get('arr')

Notice: Indirect modification of overloaded element of A has no effect in %s on line 11
get('arr')

Notice: Indirect modification of overloaded element of A has no effect in %s on line 12
array(1) {
  ["arr"]=>
  array(1) {
    [0]=>
    int(1)
  }
}
