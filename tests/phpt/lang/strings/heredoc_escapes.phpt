--TEST--
Escapes in heredoc
--FILE--
<?php
echo <<<E
quote: " and ' and \" and \\
dollar: \$x
hex: \x41 oct: \101 uni: \u{42}
E;
echo "\n";
--EXPECT--
quote: " and ' and \" and \
dollar: $x
hex: A oct: A uni: B
