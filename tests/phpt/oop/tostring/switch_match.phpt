--TEST--
switch compares with __toString, match does not
--FILE--
<?php
class S { function __construct(public $s = "str") {} function __toString(): string { return $this->s; } }
$o = new S('two');
switch ($o) { case 'one': echo "one\n"; break; case 'two': echo "two\n"; break; default: echo "none\n"; }
echo match(true) { $o == 'two' => "eq\n", default => "neq\n" };
try { echo match($o) { 'two' => 'matched', }; } catch (\UnhandledMatchError $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
--EXPECT--
two
eq
UnhandledMatchError: Unhandled match case of type S
