--TEST--
sprintf padding and alignment
--FILE--
<?php
var_dump(sprintf("[%5d] [%-5d] [%05d] [%'*8s] [%-8s] [%+d] [%+d] [% d]", 42, 42, 42, "abc", "abc", 5, -5, 7));
--EXPECT--
string(59) "[   42] [42   ] [00042] [*****abc] [abc     ] [+5] [-5] [7]"
