--TEST--
__toString of a user exception names the subclass and can be overridden
--FILE--
<?php
class MyEx extends Exception {}
class Pretty extends Exception { public function __toString(): string { return static::class . ': ' . $this->message; } }
echo str_replace(__FILE__, 'FILE', (string) new MyEx('m')), "\n";
echo new Pretty('nice'), "\n";
--EXPECT--
MyEx: m in FILE:4
Stack trace:
#0 {main}
Pretty: nice
