--TEST--
ucwords after digits and punctuation
--FILE--
<?php
var_dump(ucwords("hello-world foo_bar 1st o'neil"), ucwords("ÀB éc"), ucwords("  leading"));
--EXPECT--
string(30) "Hello-world Foo_bar 1st O'neil"
string(7) "ÀB éc"
string(9) "  Leading"
