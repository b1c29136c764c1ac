--TEST--
fluent method chaining
--FILE--
<?php
class Q { private $parts = []; function add($p) { $this->parts[] = $p; return $this; } function get() { return implode(' ', $this->parts); } }
echo (new Q)->add('a')->add('b')->get(), "\n";
--EXPECT--
a b
