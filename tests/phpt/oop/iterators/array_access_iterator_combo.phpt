--TEST--
A collection class implementing ArrayAccess, Countable and IteratorAggregate
--FILE--
<?php
class Coll implements ArrayAccess, Countable, IteratorAggregate {
    private $d = [];
    function offsetExists($o): bool { echo "exists($o)\n"; return isset($this->d[$o]); }
    function offsetGet($o): mixed { echo "get($o)\n"; return $this->d[$o] ?? null; }
    function offsetSet($o, $v): void { if ($o === null) { echo "append\n"; $this->d[] = $v; } else { echo "set($o)\n"; $this->d[$o] = $v; } }
    function offsetUnset($o): void { echo "unset($o)\n"; unset($this->d[$o]); }
    function count(): int { return count($this->d); }
    function getIterator(): Iterator { return new ArrayIterator($this->d); }
}
$c = new Coll;
$c['a'] = 1; $c[] = 2;
var_dump(isset($c['a']), empty($c['a']), $c['zz'] ?? 'default', count($c));
unset($c['a']);
foreach ($c as $k => $v) echo "$k=$v\n";
--EXPECT--
set(a)
append
exists(a)
exists(a)
get(a)
exists(zz)
bool(true)
bool(false)
string(7) "default"
int(2)
unset(a)
0=2
