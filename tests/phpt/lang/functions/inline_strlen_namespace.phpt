--TEST--
strlen in a namespace may be a namespaced function; \\strlen is the built-in
--FILE--
<?php
namespace Foo;
function strlen($x) { return 42; }
echo strlen("a"), \strlen("ab"), count([1]), "\n";
--EXPECT--
4221
