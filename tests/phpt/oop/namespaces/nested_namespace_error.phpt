--TEST--
Namespace declarations cannot be nested
--FILE--
<?php
namespace A {
    namespace B {}
}
--EXPECTF--

Fatal error: Namespace declarations cannot be nested in %s on line 3
