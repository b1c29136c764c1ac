--TEST--
strip_tags keeps a lone less-than
--FILE--
<?php
var_dump(strip_tags("1 < 2 and 3 > 2"), strip_tags("a <b"), strip_tags("a<"), strip_tags("x > y"));
--EXPECT--
string(15) "1 < 2 and 3 > 2"
string(2) "a "
string(1) "a"
string(5) "x > y"
