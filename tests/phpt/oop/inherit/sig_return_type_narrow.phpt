--TEST--
covariant return types and contravariant parameters are accepted
--FILE--
<?php
class Animal {} class Dog extends Animal {}
class Shelter { function adopt(Dog $d): Animal { return $d; } }
class DogShelter extends Shelter { function adopt(Animal $d): Dog { return new Dog; } }
echo get_class((new DogShelter)->adopt(new Animal)), "\n";
--EXPECT--
Dog
