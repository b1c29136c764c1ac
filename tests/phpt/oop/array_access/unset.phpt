--TEST--
ArrayAccess: unset calls offsetUnset
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
$a[1] = "one";
unset($a[1]);
unset($a["missing"]);
var_dump($a->d);
--EXPECT--
set(1, "one")
unset(1)
unset('missing')
array(0) {
}
