--TEST--
ArrayAccess: compound assignment and increments read then write
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
$a["n"] = 5;
$a["n"] += 3;
$a["n"] .= "!";
$a["c"]++;
var_dump(++$a["c"]);
var_dump($a->d);
--EXPECTF--
set('n', 5)
get('n')
set('n', 8)
get('n')
set('n', "8!")
get('c')

Notice: Indirect modification of overloaded element of A has no effect in %s on line 13
get('c')

Notice: Indirect modification of overloaded element of A has no effect in %s on line 14
int(1)
array(1) {
  ["n"]=>
  string(2) "8!"
}
