--TEST--
No code may exist outside of braced namespace declarations
--FILE--
<?php
namespace A { }
echo "x";
--EXPECTF--

Fatal error: No code may exist outside of namespace {} in %s on line 3
