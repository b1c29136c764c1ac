--TEST--
Closing tag swallows exactly one newline
--FILE--
<?php echo "A"; ?>
<?php echo "B"; ?>

<?php echo "C"; ?>
X
--EXPECT--
AB
CX
