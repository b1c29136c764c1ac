--TEST--
Closing tag ends a statement without a semicolon
--FILE--
<?php echo "no semicolon" ?>
<?php echo "\nok\n";
--EXPECT--
no semicolon
ok
