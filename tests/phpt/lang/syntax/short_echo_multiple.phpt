--TEST--
Short echo tag with a comma list
--FILE--
<?= "a", "b", 3 + 4 ?>
--EXPECT--
ab7
