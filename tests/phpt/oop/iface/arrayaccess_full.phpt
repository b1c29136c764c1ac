--TEST--
ArrayAccess: offsetGet/Set/Exists/Unset, append, isset, empty and ??
--FILE--
<?php
class Bag implements ArrayAccess {
    private $d = [];
    function offsetExists(mixed $o): bool { echo "exists($o) "; return isset($this->d[$o]); }
    function offsetGet(mixed $o): mixed { echo "get($o) "; return $this->d[$o] ?? null; }
    function offsetSet(mixed $o, mixed $v): void { echo "set(" . var_export($o, true) . ") "; if ($o === null) $this->d[] = $v; else $this->d[$o] = $v; }
    function offsetUnset(mixed $o): void { echo "unset($o) "; unset($this->d[$o]); }
}
$b = new Bag;
$b['a'] = 1; $b[] = 2; echo "\n";
var_dump($b['a'], isset($b['a']), isset($b['z']), empty($b['a']), $b['z'] ?? 'dflt');
unset($b['a']); echo "\n";
var_dump(isset($b['a']));
--EXPECT--
set('a') set(NULL) 
get(a) exists(a) exists(z) exists(a) get(a) exists(z) int(1)
bool(true)
bool(false)
bool(false)
string(4) "dflt"
unset(a) 
exists(a) bool(false)
