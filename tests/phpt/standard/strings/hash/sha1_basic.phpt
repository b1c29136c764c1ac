--TEST--
sha1 of common strings
--FILE--
<?php
var_dump(sha1(""), sha1("abc"), sha1("The quick brown fox jumps over the lazy dog"));
--EXPECT--
string(40) "da39a3ee5e6b4b0d3255bfef95601890afd80709"
string(40) "a9993e364706816aba3e25717850c26c9cd0d89d"
string(40) "2fd4e1c67a2d28fced849ee1bb76e7391b93eb12"
