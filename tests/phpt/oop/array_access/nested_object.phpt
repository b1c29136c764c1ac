--TEST--
ArrayAccess: nested writes through an object element reach it
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
$a["inner"] = new A;
$a["inner"]["k"] = "v";
var_dump($a["inner"]->d);
--EXPECT--
set('inner', {"d":[]})
get('inner')
set('k', "v")
get('inner')
array(1) {
  ["k"]=>
  string(1) "v"
}
