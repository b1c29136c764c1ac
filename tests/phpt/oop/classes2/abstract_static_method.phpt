--TEST--
abstract static methods implemented in a child and called via static
--FILE--
<?php
abstract class Model {
    abstract static function table(): string;
    static function query() { return "SELECT * FROM " . static::table(); }
}
class User extends Model { static function table(): string { return "users"; } }
class Post extends Model { static function table(): string { return "posts"; } }
echo User::query(), "\n", Post::query(), "\n";
try { Model::query(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
SELECT * FROM users
SELECT * FROM posts
Cannot call abstract method Model::table()
