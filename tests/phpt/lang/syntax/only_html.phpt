--TEST--
File with no PHP code at all
--FILE--
just some
plain text
--EXPECT--
just some
plain text
