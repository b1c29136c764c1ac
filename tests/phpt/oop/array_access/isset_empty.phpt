--TEST--
ArrayAccess: isset calls offsetExists only, empty calls offsetGet too
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
$a["x"] = 0;
var_dump(isset($a["x"]), isset($a["nope"]));
var_dump(empty($a["x"]), empty($a["nope"]));
var_dump($a["x"] ?? "default", $a["nope"] ?? "default");
--EXPECT--
set('x', 0)
exists('x')
exists('nope')
bool(true)
bool(false)
exists('x')
get('x')
exists('nope')
bool(true)
bool(true)
exists('x')
get('x')
exists('nope')
int(0)
string(7) "default"
